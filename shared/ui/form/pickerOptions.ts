// Picker options (spec §3 'Bind-card form item': enum notes and citySelect): a flat list, or nested
// options shown as cascading columns (province > city > ...). A choice is the path of values.

export interface PickerOption {
  value: string;
  label: string;
  /** The next column's options when this one is chosen. */
  children?: readonly PickerOption[];
}

/** The options along `path`, as far as its values match. */
export function chosenOptions(
  options: readonly PickerOption[],
  path: readonly string[],
): PickerOption[] {
  const chosen: PickerOption[] = [];
  let column: readonly PickerOption[] | undefined = options;
  for (const value of path) {
    const option: PickerOption | undefined = column?.find((candidate) => candidate.value === value);
    if (!option) break;
    chosen.push(option);
    column = option.children;
  }
  return chosen;
}

/** The columns shown for a path: the top options, then the children of each chosen option. */
export function pickerColumns(
  options: readonly PickerOption[],
  path: readonly string[],
): (readonly PickerOption[])[] {
  const columns: (readonly PickerOption[])[] = [options];
  for (const option of chosenOptions(options, path)) {
    if (option.children?.length) columns.push(option.children);
  }
  return columns;
}

/** A path is complete when it ends on an option with nothing under it. */
export function isCompletePath(options: readonly PickerOption[], path: readonly string[]): boolean {
  const chosen = chosenOptions(options, path);
  const last = chosen[chosen.length - 1];
  return last !== undefined && chosen.length === path.length && !last.children?.length;
}
