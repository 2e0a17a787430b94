// docrec: AVX-512 forms of the LSTM's per-step loops (functionsavx512.cpp), reached through
// VectorFunctions only when the CPU runs AVX-512 and OCR_SIMD has not chosen an older path.
#ifndef TESSERACT_LSTM_FUNCTIONSAVX512_H_
#define TESSERACT_LSTM_FUNCTIONSAVX512_H_

#include <cstdint>

namespace tesseract {

// The loops LSTM::Forward and NetworkIO::WriteTimeStepPart run for every time step, each null
// while the scalar code is in use (no AVX-512, OCR_SIMD=avx2/sse, or TFloat is double).
struct VectorFunctions {
  void (*tanh_inplace)(int n, float *inout) = nullptr;
  void (*logistic_inplace)(int n, float *inout) = nullptr;
  void (*tanh_multiply)(const float *u, const float *v, int n, float *out) = nullptr;
  void (*quantize)(int n, const float *input, int8_t *line) = nullptr;
  void (*maxpool)(int n, const int8_t *src, int src_t, int8_t *dest, int *max_line) = nullptr;
};
extern VectorFunctions vector_functions;

void TanhInplaceAVX512(int n, float *inout);
void LogisticInplaceAVX512(int n, float *inout);
void TanhMultiplyAVX512(const float *u, const float *v, int n, float *out);
void QuantizeAVX512(int n, const float *input, int8_t *line);
void MaxpoolAVX512(int n, const int8_t *src, int src_t, int8_t *dest, int *max_line);

} // namespace tesseract

#endif // TESSERACT_LSTM_FUNCTIONSAVX512_H_
