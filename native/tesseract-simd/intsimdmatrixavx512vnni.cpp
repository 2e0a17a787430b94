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
#  include "intsimdmatrixavx512.h"

namespace tesseract {

// Inputs read as unsigned (u + 128, a xor with 0x80); vpdpbusd adds 4 products per output.
struct VnniStep {
  using Group = __m512i;
  static inline Group Inputs(int32_t four_inputs) {
    return _mm512_xor_si512(_mm512_set1_epi32(four_inputs), _mm512_set1_epi8(static_cast<char>(0x80)));
  }
  static inline __m512i Add(__m512i sum, Group inputs, __m512i weights) {
    return _mm512_dpbusd_epi32(sum, inputs, weights);
  }
};

const IntSimdMatrix IntSimdMatrix::intSimdMatrixAVX512VNNI = {
    MatrixDotVectorAvx512<VnniStep>, kAvx512OutputsPerRegister, kAvx512MaxOutputRegisters, kAvx512InputsPerRegister,
    kAvx512InputsPerGroup, /*int32_starts_=*/true, /*input_offset_=*/128};

} // namespace tesseract

#endif
