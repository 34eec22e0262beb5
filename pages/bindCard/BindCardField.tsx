// One field of the server's form, drawn by its cate (spec §3 'Bind-card form item'): txt a text
// input whose inputType picks the grouping (digits only, spec §2), enum a picker of the note's
// names, citySelect a picker cascading where the note nests, day a date picker. The title is the
// label, the subtitle the hint under it, the value the prefill (bindCardRules.ts).
import type { BindCardFormItem } from '../../shared/api/bindCard.ts';
import { formatPhone } from '../../shared/format/phone.ts';
import { DatePicker } from '../../shared/ui/form/DatePicker.tsx';
import { Picker } from '../../shared/ui/form/Picker.tsx';
import { TextField } from '../../shared/ui/form/TextField.tsx';
import type { BoundField } from '../../shared/ui/form/useFormFields.ts';
import { pickerOptionsOf, pickerPathOf, textRuleOf, valueOfPickerPath } from './bindCardRules.ts';

const choosePlaceholder = 'Please choose';
const enterPlaceholder = 'Please enter';

export function BindCardField({
  item,
  bound,
}: {
  item: BindCardFormItem;
  bound: BoundField<string>;
}) {
  const hint = item.subtitle || undefined;
  switch (item.cate) {
    case 'txt': {
      const rule = textRuleOf(item);
      return (
        <TextField
          {...bound}
          {...rule}
          label={item.title}
          hint={hint}
          type={rule.grouping === formatPhone ? 'tel' : 'text'}
          autoComplete="off"
          placeholder={enterPlaceholder}
        />
      );
    }
    case 'day':
      return <DatePicker {...bound} label={item.title} hint={hint} />;
    case 'enum':
    case 'citySelect':
      return (
        <Picker
          id={bound.id}
          label={item.title}
          hint={hint}
          error={bound.error}
          placeholder={choosePlaceholder}
          options={pickerOptionsOf(item.options)}
          value={pickerPathOf(item, bound.value)}
          onChange={(path) => bound.onValueChange(valueOfPickerPath(path))}
        />
      );
  }
}
