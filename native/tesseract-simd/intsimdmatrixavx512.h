// docrec: what the two AVX-512 int8 kernels share (intsimdmatrixavx512vnni.cpp, ...avx512bw.cpp).
// Included only by files compiled with AVX-512 enabled.
#ifndef TESSERACT_ARCH_INTSIMDMATRIXAVX512_H_
#define TESSERACT_ARCH_INTSIMDMATRIXAVX512_H_

#include <immintrin.h>
#include <cstdint>
#include <cstring>
#include "intsimdmatrix.h"

namespace tesseract {

// 16 int32 outputs per 512-bit register, at most 8 registers (128 outputs) per pass over u.
constexpr int kAvx512OutputsPerRegister = 16;
constexpr int kAvx512MaxOutputRegisters = 8;
// Inputs are broadcast 4 at a time straight from memory; the callers' padding of u (RoundInputs)
// only has to cover whole groups of 4, 64 keeps it a cache line.
constexpr int kAvx512InputsPerRegister = 64;
constexpr int kAvx512InputsPerGroup = 4;

// Converts 16 exact int32 sums and scales them the way intsimdmatrixavx2.cpp does (int32 ->
// TFloat, then one multiply), so both kernels give the same bits.
static inline void StoreScaled16(__m512i sums, const TFloat *&scales, TFloat *&v) {
#if defined(FAST_FLOAT)
  _mm512_storeu_ps(v, _mm512_mul_ps(_mm512_cvtepi32_ps(sums), _mm512_loadu_ps(scales)));
#else
  const __m512d low = _mm512_cvtepi32_pd(_mm512_castsi512_si256(sums));
  const __m512d high = _mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(sums, 1));
  _mm512_storeu_pd(v, _mm512_mul_pd(low, _mm512_loadu_pd(scales)));
  _mm512_storeu_pd(v + 8, _mm512_mul_pd(high, _mm512_loadu_pd(scales + 8)));
#endif
  scales += kAvx512OutputsPerRegister;
  v += kAvx512OutputsPerRegister;
}

// Calls pass(registers) for each register set the shared Init laid out for num_out outputs:
// sets of 8 registers while they fit, then 4, 2 and 1 (the loop of IntSimdMatrix::Init).
template <typename Pass>
static inline void ForEachRegisterSet(int num_out, Pass pass) {
  const int rounded_num_out = IntSimdMatrix::Roundup(num_out, kAvx512OutputsPerRegister);
  int output = 0;
  for (int registers = kAvx512MaxOutputRegisters; registers >= 1; registers /= 2) {
    const int set = registers * kAvx512OutputsPerRegister;
    while (output + set <= rounded_num_out) {
      pass(registers);
      output += set;
    }
  }
}

// Computes kRegisters x 16 outputs, consuming that register set's weights and its int32 start
// values (stored after the weights by IntSimdMatrix::Init). Step says how a broadcast group of 4
// inputs meets one register of weights: Step::Inputs(four) prepares the group once,
// Step::Add(sum, inputs, weights) accumulates into a register of 16 int32 sums.
template <class Step, int kRegisters>
static inline void PartialMatrixDotVector(const int8_t *&wi, const TFloat *&scales,
                                          const int8_t *u, int num_in, TFloat *&v) {
  const int8_t *starts = wi + num_in * kRegisters * kAvx512OutputsPerRegister;
  __m512i result[kRegisters];
  for (int r = 0; r < kRegisters; ++r) {
    result[r] = _mm512_loadu_si512(starts + r * 64);
  }
  for (int j = 0; j < num_in; j += kAvx512InputsPerGroup) {
    int32_t four_inputs;
    std::memcpy(&four_inputs, u + j, sizeof four_inputs);
    const typename Step::Group inputs = Step::Inputs(four_inputs);
    for (int r = 0; r < kRegisters; ++r) {
      result[r] = Step::Add(result[r], inputs, _mm512_loadu_si512(wi + r * 64));
    }
    wi += kRegisters * 64;
  }
  wi = starts + kRegisters * 64;
  for (int r = 0; r < kRegisters; ++r) {
    StoreScaled16(result[r], scales, v);
  }
}

// IntSimdMatrix::matrixDotVectorFunction for a Step: the register sets Init laid out, in order.
template <class Step>
static void MatrixDotVectorAvx512(int dim1, int dim2, const int8_t *wi, const TFloat *scales,
                                  const int8_t *u, TFloat *v) {
  const int num_in = IntSimdMatrix::Roundup(dim2 - 1, kAvx512InputsPerGroup);
  ForEachRegisterSet(dim1, [&](int registers) {
    switch (registers) {
      case 8: PartialMatrixDotVector<Step, 8>(wi, scales, u, num_in, v); break;
      case 4: PartialMatrixDotVector<Step, 4>(wi, scales, u, num_in, v); break;
      case 2: PartialMatrixDotVector<Step, 2>(wi, scales, u, num_in, v); break;
      default: PartialMatrixDotVector<Step, 1>(wi, scales, u, num_in, v); break;
    }
  });
}

} // namespace tesseract

#endif // TESSERACT_ARCH_INTSIMDMATRIXAVX512_H_
