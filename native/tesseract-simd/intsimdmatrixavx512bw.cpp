// docrec: int8 matrix x vector for the LSTM on AVX-512 BW without VNNI (vpmaddubsw + vpmaddwd),
// added to Tesseract 5.3.0's src/arch by native/build-tesseract.sh. Same results as
// intsimdmatrixavx2.cpp, bit for bit (exact int32 sums, the same conversion and scaling).
//
// vpmaddubsw multiplies unsigned by signed bytes and saturates pairs at 16 bits, so the +128
// offset of the VNNI kernel would overflow; instead each broadcast input group is split once into
// |u| (unsigned) and its signs, which are moved onto the weights (w or -w; weights are within
// ±127). A pair of products is then at most 2 x 127 x 127, inside 16 bits, like AVX2's.
#include "intsimdmatrix.h"

#if !defined(__AVX512BW__)
#  if defined(__i686__) || defined(__x86_64__)
#    error Implementation only for AVX512BW capable architectures
#  endif
#else
#  include <immintrin.h>
#  include <cstdint>
#  include <cstring>
#  include "intsimdmatrixavx512.h"

namespace tesseract {

template <int kRegisters>
static inline void PartialMatrixDotVector(const int8_t *&wi, const TFloat *&scales,
                                          const int8_t *u, int num_in, TFloat *&v) {
  const int8_t *starts = wi + num_in * kRegisters * kAvx512OutputsPerRegister;
  __m512i result[kRegisters];
  for (int r = 0; r < kRegisters; ++r) {
    result[r] = _mm512_loadu_si512(starts + r * 64);
  }
  const __m512i zero = _mm512_setzero_si512();
  const __m512i ones = _mm512_set1_epi16(1);
  for (int j = 0; j < num_in; j += kAvx512InputsPerGroup) {
    int32_t four_inputs;
    std::memcpy(&four_inputs, u + j, sizeof four_inputs);
    const __m512i inputs = _mm512_set1_epi32(four_inputs);
    const __m512i magnitudes = _mm512_abs_epi8(inputs);
    const __mmask64 negative = _mm512_movepi8_mask(inputs);
    for (int r = 0; r < kRegisters; ++r) {
      const __m512i weights = _mm512_loadu_si512(wi + r * 64);
      const __m512i signed_weights = _mm512_mask_sub_epi8(weights, negative, zero, weights);
      const __m512i pairs = _mm512_maddubs_epi16(magnitudes, signed_weights);
      result[r] = _mm512_add_epi32(result[r], _mm512_madd_epi16(pairs, ones));
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

const IntSimdMatrix IntSimdMatrix::intSimdMatrixAVX512BW = {
    matrixDotVector, kAvx512OutputsPerRegister, kAvx512MaxOutputRegisters, kAvx512InputsPerRegister,
    kAvx512InputsPerGroup, /*int32_starts_=*/true, /*input_offset_=*/0};

} // namespace tesseract

#endif
