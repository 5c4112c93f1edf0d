import { ALLERGEN_CODES, ALLERGEN_NAMES, DIET_TAG_CODES, DIET_TAG_NAMES, type AllergenCode, type DietTagCode } from './dietaryCodes';
import { DietIcon } from './DietIcon';
import './DietFilter.css';

interface Props {
  diet: readonly DietTagCode[];
  excluded: readonly AllergenCode[];
  onChange: (diet: DietTagCode[], excluded: AllergenCode[]) => void;
}

const toggle = <T extends string>(list: readonly T[], code: T): T[] =>
  list.includes(code) ? list.filter((item) => item !== code) : [...list, code];

/**
 * The diet chips (toggle buttons: every chosen tag must hold) and the «Исключить аллергены»
 * multi-select (a disclosure of checkboxes: none of the ticked allergens may be present).
 */
export function DietFilter({ diet, excluded, onChange }: Props) {
  const summary = excluded.length > 0 ? `: ${excluded.map((code) => ALLERGEN_NAMES[code].toLowerCase()).join(', ')}` : '';
  return (
    <div className="diet-filter">
      <div className="diet-chips" role="group" aria-label="Диета">
        {DIET_TAG_CODES.map((code) => {
          const on = diet.includes(code);
          return (
            <button
              key={code}
              type="button"
              className={on ? 'diet-chip diet-chip-on' : 'diet-chip'}
              aria-pressed={on}
              onClick={() => onChange(toggle(diet, code), [...excluded])}
            >
              <DietIcon code={code} />
              {DIET_TAG_NAMES[code]}
            </button>
          );
        })}
      </div>
      <details className="allergen-select">
        <summary>
          Исключить аллергены<span className="allergen-select-chosen">{summary}</span>
        </summary>
        <fieldset>
          <legend className="visually-hidden">Исключить блюда, содержащие</legend>
          {ALLERGEN_CODES.map((code) => (
            <label key={code}>
              <input type="checkbox" checked={excluded.includes(code)} onChange={() => onChange([...diet], toggle(excluded, code))} />
              {ALLERGEN_NAMES[code]}
            </label>
          ))}
        </fieldset>
      </details>
    </div>
  );
}
