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
#  include "intsimdmatrixavx512.h"

namespace tesseract {

// |u| once per group, its signs moved onto the weights; vpmaddubsw then vpmaddwd by ones.
struct BwStep {
  struct Group {
    __m512i magnitudes;
    __mmask64 negative;
  };
  static inline Group Inputs(int32_t four_inputs) {
    const __m512i inputs = _mm512_set1_epi32(four_inputs);
    return {_mm512_abs_epi8(inputs), _mm512_movepi8_mask(inputs)};
  }
  static inline __m512i Add(__m512i sum, Group inputs, __m512i weights) {
    const __m512i signed_weights = _mm512_mask_sub_epi8(weights, inputs.negative, _mm512_setzero_si512(), weights);
    const __m512i pairs = _mm512_maddubs_epi16(inputs.magnitudes, signed_weights);
    return _mm512_add_epi32(sum, _mm512_madd_epi16(pairs, _mm512_set1_epi16(1)));
  }
};

const IntSimdMatrix IntSimdMatrix::intSimdMatrixAVX512BW = {
    MatrixDotVectorAvx512<BwStep>, kAvx512OutputsPerRegister, kAvx512MaxOutputRegisters, kAvx512InputsPerRegister,
    kAvx512InputsPerGroup, /*int32_starts_=*/true, /*input_offset_=*/0};

} // namespace tesseract

#endif
