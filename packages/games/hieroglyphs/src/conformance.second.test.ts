import { describe, inject, it } from 'vitest';
import { conformanceShare } from '../test/conformance-kit';

/** The quick tier runs the first 20 (`inject('sample')`). */
const PLAYOUTS = inject('sample') ? 20 : 1000;

describe('Hieroglyphs under the engine conformance suite (2 of 2)', () => {
  it(`passes ${PLAYOUTS} seeded random playouts`, { timeout: 900_000 }, () => conformanceShare(2, PLAYOUTS));
});
