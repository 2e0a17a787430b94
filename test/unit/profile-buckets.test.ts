// bench/profile/buckets.ts: perf's symbols sorted into the parts of recognition that
// bench/results/profile.md reports. Each kernel docrec's libtesseract can run lands with the
// matrix products (docrec's AVX-512 kernels are spelled with a capital M, Tesseract's not).
import { describe, expect, it } from 'vitest';
import { split } from '../../bench/profile/buckets.js';

const share = (symbol: string, dso = 'libtesseract.so.5.3.0'): string => {
  const { buckets } = split([{ dso, symbol, percent: 5 }]);
  return buckets.find((b) => b.percent > 0)!.name;
};

describe('the profile buckets', () => {
  it('puts every matrix kernel with the LSTM matrix products', () => {
    for (const kernel of [
      'tesseract::MatrixDotVectorAvx512<tesseract::VnniStep>',
      'tesseract::MatrixDotVectorAvx512<tesseract::BwStep>',
      'tesseract::PartialMatrixDotVector<tesseract::VnniStep, 8>',
      'tesseract::matrixDotVector',
    ]) {
      expect(share(kernel)).toBe('LSTM matrix products');
    }
  });

  it('keeps the per-step loops, layout and the kernel apart', () => {
    expect(share('tesseract::TanhInplaceAVX512')).toBe('LSTM per-step loops (nonlinearities, int8 steps, maxpool)');
    expect(share('pvm_irq_enable', '[kernel.kallsyms]')).toBe('kernel (page faults, scheduling)');
    expect(share('tesseract::RecodeBeamSearch::DecodeStep')).toBe('beam search (decoding the LSTM output)');
  });
});
