/**
 * The variants of Dueling Runes, by the name the config gives (`variant`, DRA-1): the one place
 * that knows them all. The rules ask for a config's hooks once (`rulesOf(config.variant,
 * config.table)`) and call them.
 */
import { advancedRules } from './advanced/variant';
import type { Variant } from './core/config';
import { BASIC_RULES, type RulesOfTable, type VariantRules, addVariant } from './core/variant';

const VARIANTS: Readonly<Record<Variant, RulesOfTable>> = Object.freeze({ basic: () => BASIC_RULES, advanced: advancedRules });

// The basic rules find a state's variant by its config where they have no hooks at hand (`variantOf`).
for (const [name, ofTable] of Object.entries(VARIANTS)) if (name !== BASIC_RULES.name) addVariant(name, ofTable);

/** The hooks of the variant a config names (`config.variant`; none: the basic game), played with its table `table` (a variant with tables: none named, the original one). */
export function rulesOf(variant: Variant | undefined, table?: string): VariantRules {
  return VARIANTS[variant ?? 'basic'](table);
}

/** Whether `name` is a variant's name in the config. */
export function isVariant(name: unknown): name is Variant {
  return typeof name === 'string' && Object.hasOwn(VARIANTS, name);
}
