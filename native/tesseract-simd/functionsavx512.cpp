// docrec: the LSTM's per-step scalar loops, 16 lanes at a time on AVX-512 (added to Tesseract
// 5.3.0's src/lstm by native/build-tesseract.sh). perf put the scalar table lookups of tanh and
// the logistic (functions.h) at about a sixth of a page's CPU once the matrix products were fast.
// Each lane does the scalar code's IEEE operations in the same order (this file is compiled with
// -ffp-contract=off, so no fused multiply-add), so the results are the same bits.
#include "functionsavx512.h"
#include "functions.h" // TanhTable, LogisticTable, kTableSize; tesstypes.h's FAST_FLOAT

#if defined(__AVX512BW__) && defined(FAST_FLOAT)
#  include <immintrin.h>

namespace tesseract {

namespace {

// Table interpolation of Tanh()/Logistic() in functions.h for |x|; lanes past the table give 1.
// Each lane needs table[i] and table[i + 1]: one 64-bit gather fetches both (8 lanes per gather,
// then split into evens and odds), half the elements of two 32-bit gathers. Gathers cost per
// element; the lookups took half the time in a loop of LSTM-sized vectors on an AMD EPYC.
inline __m512 TableLookup(const float *table, __m512 magnitude) {
  const __m512 scaled = _mm512_mul_ps(magnitude, _mm512_set1_ps(kScaleFactor));
  const __m512i index = _mm512_cvttps_epu32(scaled);
  const __mmask16 inside = _mm512_cmplt_epu32_mask(index, _mm512_set1_epi32(kTableSize - 1));
  const __m512d none = _mm512_setzero_pd();
  const __m512 low = _mm512_castpd_ps(
      _mm512_mask_i32gather_pd(none, static_cast<__mmask8>(inside), _mm512_castsi512_si256(index), table, 4));
  const __m512 high = _mm512_castpd_ps(
      _mm512_mask_i32gather_pd(none, static_cast<__mmask8>(inside >> 8), _mm512_extracti64x4_epi64(index, 1), table, 4));
  const __m512i even = _mm512_set_epi32(30, 28, 26, 24, 22, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2, 0);
  const __m512 i0 = _mm512_permutex2var_ps(low, even, high);
  const __m512 i1 = _mm512_permutex2var_ps(low, _mm512_add_epi32(even, _mm512_set1_epi32(1)), high);
  const __m512 fraction = _mm512_sub_ps(scaled, _mm512_cvtepu32_ps(index));
  const __m512 value = _mm512_add_ps(i0, _mm512_mul_ps(_mm512_sub_ps(i1, i0), fraction));
  return _mm512_mask_blend_ps(inside, _mm512_set1_ps(1.0f), value);
}

inline __mmask16 TailMask(int remaining) {
  return remaining >= 16 ? 0xffff : static_cast<__mmask16>((1u << remaining) - 1);
}

inline __m512 Tanh16(__m512 x) {
  const __mmask16 negative = _mm512_cmplt_ps_mask(x, _mm512_setzero_ps());
  const __m512i value = _mm512_castps_si512(TableLookup(TanhTable, _mm512_abs_ps(x)));
  // -Tanh(-x): a sign flip (0 - value would turn -0 into +0).
  const __m512i sign = _mm512_set1_epi32(static_cast<int>(0x80000000u));
  return _mm512_castsi512_ps(_mm512_mask_xor_epi32(value, negative, value, sign));
}

inline __m512 Logistic16(__m512 x) {
  const __mmask16 negative = _mm512_cmplt_ps_mask(x, _mm512_setzero_ps());
  const __m512 value = TableLookup(LogisticTable, _mm512_abs_ps(x));
  // 1 - Logistic(-x).
  return _mm512_mask_sub_ps(value, negative, _mm512_set1_ps(1.0f), value);
}

} // namespace

void TanhInplaceAVX512(int n, float *inout) {
  for (int i = 0; i < n; i += 16) {
    const __mmask16 m = TailMask(n - i);
    _mm512_mask_storeu_ps(inout + i, m, Tanh16(_mm512_maskz_loadu_ps(m, inout + i)));
  }
}

void LogisticInplaceAVX512(int n, float *inout) {
  for (int i = 0; i < n; i += 16) {
    const __mmask16 m = TailMask(n - i);
    _mm512_mask_storeu_ps(inout + i, m, Logistic16(_mm512_maskz_loadu_ps(m, inout + i)));
  }
}

void TanhMultiplyAVX512(const float *u, const float *v, int n, float *out) {
  for (int i = 0; i < n; i += 16) {
    const __mmask16 m = TailMask(n - i);
    const __m512 product = _mm512_mul_ps(Tanh16(_mm512_maskz_loadu_ps(m, u + i)), _mm512_maskz_loadu_ps(m, v + i));
    _mm512_mask_storeu_ps(out + i, m, product);
  }
}

// NetworkIO::WriteTimeStepPart's int mode: ClipToRange(IntCastRounded(x * 127), -127, 127).
void QuantizeAVX512(int n, const float *input, int8_t *line) {
  const __m512 half = _mm512_set1_ps(0.5f);
  const __m512i low = _mm512_set1_epi32(-INT8_MAX);
  const __m512i high = _mm512_set1_epi32(INT8_MAX);
  for (int i = 0; i < n; i += 16) {
    const __mmask16 m = TailMask(n - i);
    const __m512 x = _mm512_mul_ps(_mm512_maskz_loadu_ps(m, input + i), _mm512_set1_ps(INT8_MAX));
    const __mmask16 negative = _mm512_cmplt_ps_mask(x, _mm512_setzero_ps());
    __m512i rounded = _mm512_cvttps_epi32(_mm512_add_ps(_mm512_abs_ps(x), half));
    rounded = _mm512_mask_sub_epi32(rounded, negative, _mm512_setzero_si512(), rounded);
    rounded = _mm512_min_epi32(_mm512_max_epi32(rounded, low), high);
    _mm512_mask_cvtepi32_storeu_epi8(line + i, m, rounded);
  }
}

// NetworkIO::MaxpoolTimeStep's int mode: where src > dest, dest = src and max_line = src_t.
// 64 bytes at a time (AVX-512 BW), max_line in four stores of 16.
void MaxpoolAVX512(int n, const int8_t *src, int src_t, int8_t *dest, int *max_line) {
  const __m512i t = _mm512_set1_epi32(src_t);
  for (int i = 0; i < n; i += 64) {
    const int remaining = n - i;
    const __mmask64 m = remaining >= 64 ? ~0ULL : (1ULL << remaining) - 1;
    const __m512i s = _mm512_maskz_loadu_epi8(m, src + i);
    const __mmask64 greater = _mm512_mask_cmpgt_epi8_mask(m, s, _mm512_maskz_loadu_epi8(m, dest + i));
    _mm512_mask_storeu_epi8(dest + i, greater, s);
    for (int q = 0; q < 4; ++q) {
      _mm512_mask_storeu_epi32(max_line + i + 16 * q, static_cast<__mmask16>(greater >> (16 * q)), t);
    }
  }
}

} // namespace tesseract

#endif
