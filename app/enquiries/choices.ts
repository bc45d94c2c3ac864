/** A choice of a form: the value stored and the label shown. Free of zod, so forms can list their options cheaply. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** The values of a list of options, typed for z.enum. */
export function valuesOf<V extends string>(options: readonly Option<V>[]): [V, ...V[]] {
  return options.map((option) => option.value) as [V, ...V[]];
}

/** The label of a value, or the value itself when it is not one of the options. */
export function labelOf(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
