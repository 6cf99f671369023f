/**
 * The variants of Dueling Runes, by the name the config gives (`variant`, DRA-1): the one place
 * that knows them all. The rules ask for a config's hooks once (`rulesOf(config.variant,
 * config.table)`) and call them.
 */
import { advancedRules } from './advanced/variant';
import type { Variant } from './core/config';
import { BASIC_RULES, type VariantRules } from './core/variant';

/** The hooks of the variant a config names (`config.variant`; none: the basic game), played with its table `table` (a variant with tables: none named, the original one). */
export function rulesOf(variant: Variant | undefined, table?: string): VariantRules {
  return (variant ?? 'basic') === 'basic' ? BASIC_RULES : advancedRules(table);
}
