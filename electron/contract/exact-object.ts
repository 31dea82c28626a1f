/**
 * valibot's strictObject, made to refuse what is not a plain object.
 *
 * strictObject takes any `typeof "object"` value and reads its keys with
 * `in`: on its own, an array passed where an object belongs would pass for an
 * empty object (`{ filter: [] }` would list everything), and at the top level
 * its inherited methods would be read as fields (`[]` reported as "filter:
 * expected Object but received Function"). Arrays, Maps, Dates and the like
 * are refused here before any key is read.
 */
import * as v from 'valibot';

/** Plain objects only; the tag test also holds for objects of another realm (a vm, a structured clone). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.prototype.toString.call(value) === '[object Object]';
}

export function exactObject<const TEntries extends v.ObjectEntries>(entries: TEntries): v.StrictObjectSchema<TEntries, undefined> {
  type Schema = v.StrictObjectSchema<TEntries, undefined>;
  const { '~standard': _standard, ...schema } = v.strictObject(entries);
  return v._standardSchema<Schema>({
    ...schema,
    '~run'(dataset, config) {
      if (isPlainObject(dataset.value)) return schema['~run'].call(this, dataset, config);
      v._addIssue(this, 'type', dataset, config);
      // _addIssue has set `issues`: the dataset is now a failure.
      return dataset as unknown as v.OutputDataset<v.InferOutput<Schema>, v.InferIssue<Schema>>;
    },
  });
}
