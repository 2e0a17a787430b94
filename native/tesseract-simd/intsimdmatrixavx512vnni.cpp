// docrec: int8 matrix x vector for the LSTM on AVX-512 VNNI (vpdpbusd), added to Tesseract 5.3.0's
// src/arch by native/build-tesseract.sh. Same results as intsimdmatrixavx2.cpp, bit for bit:
// both sum the same int32 products exactly, then convert and scale with the same IEEE operations.
//
// vpdpbusd multiplies unsigned by signed bytes, so each input u (int8, always within ±127) is read
// as u + 128 (a xor with 0x80) and the extra 128 * sum(w) is taken back by the per-output int32
// start value that IntSimdMatrix::Init stores after each register set (127 * bias - 128 * sum(w)).
// Weights are laid out by the shared Init: groups of 4 inputs x 16 outputs per 64-byte register.
#include "intsimdmatrix.h"

#if !defined(__AVX512VNNI__) || !defined(__AVX512BW__)
#  if defined(__i686__) || defined(__x86_64__)
#    error Implementation only for AVX512VNNI capable architectures
#  endif
#else
#  include <immintrin.h>
#  include <cstdint>
#  include <cstring>
#  include "intsimdmatrixavx512.h"

namespace tesseract {

// Computes kRegisters x 16 outputs; consumes that register set's weights and start values.
template <int kRegisters>
static inline void PartialMatrixDotVector(const int8_t *&wi, const TFloat *&scales,
                                          const int8_t *u, int num_in, TFloat *&v) {
  const int8_t *starts = wi + num_in * kRegisters * kAvx512OutputsPerRegister;
  __m512i result[kRegisters];
  for (int r = 0; r < kRegisters; ++r) {
    result[r] = _mm512_loadu_si512(starts + r * 64);
  }
  const __m512i to_unsigned = _mm512_set1_epi8(static_cast<char>(0x80));
  for (int j = 0; j < num_in; j += kAvx512InputsPerGroup) {
    int32_t four_inputs;
    std::memcpy(&four_inputs, u + j, sizeof four_inputs);
    const __m512i inputs = _mm512_xor_si512(_mm512_set1_epi32(four_inputs), to_unsigned);
    for (int r = 0; r < kRegisters; ++r) {
      result[r] = _mm512_dpbusd_epi32(result[r], inputs, _mm512_loadu_si512(wi + r * 64));
    }
    wi += kRegisters * 64;
  }
  wi = starts + kRegisters * 64;
  for (int r = 0; r < kRegisters; ++r) {
    StoreScaled16(result[r], scales, v);
  }
}

static void matrixDotVector(int dim1, int dim2, const int8_t *wi, const TFloat *scales,
                            const int8_t *u, TFloat *v) {
  const int num_in = IntSimdMatrix::Roundup(dim2 - 1, kAvx512InputsPerGroup);
  ForEachRegisterSet(dim1, [&](int registers) {
    switch (registers) {
      case 8: PartialMatrixDotVector<8>(wi, scales, u, num_in, v); break;
      case 4: PartialMatrixDotVector<4>(wi, scales, u, num_in, v); break;
      case 2: PartialMatrixDotVector<2>(wi, scales, u, num_in, v); break;
      default: PartialMatrixDotVector<1>(wi, scales, u, num_in, v); break;
    }
  });
}

const IntSimdMatrix IntSimdMatrix::intSimdMatrixAVX512VNNI = {
    matrixDotVector, kAvx512OutputsPerRegister, kAvx512MaxOutputRegisters, kAvx512InputsPerRegister,
    kAvx512InputsPerGroup, /*int32_starts_=*/true, /*input_offset_=*/128};

} // namespace tesseract

#endif
