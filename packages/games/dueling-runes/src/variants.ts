/**
 * The variants of Dueling Runes, by the name the config gives (`variant`, DRA-1): the one place
 * that knows them all. The rules ask for a config's hooks once (`rulesOf(config.variant)`) and call them.
 */
import { ADVANCED_RULES } from './advanced/variant';
import type { Variant } from './core/config';
import { BASIC_RULES, type VariantRules, addVariant } from './core/variant';

const VARIANTS: Readonly<Record<Variant, VariantRules>> = Object.freeze({ basic: BASIC_RULES, advanced: ADVANCED_RULES });

// The basic rules find a state's variant by its config where they have no hooks at hand (`variantOf`).
for (const rules of Object.values(VARIANTS)) if (rules !== BASIC_RULES) addVariant(rules);

/** The hooks of the variant a config names (`config.variant`; none: the basic game). */
export function rulesOf(variant: Variant | undefined): VariantRules {
  return VARIANTS[variant ?? 'basic'];
}
