import { describe, it } from 'vitest';
import { conformanceShare } from './conformance-kit';

describe('Hieroglyphs under the engine conformance suite (2 of 2)', () => {
  it('passes 1,000 seeded random playouts', { timeout: 900_000 }, () => conformanceShare(2, 1000));
});
