/** Pieces of valid app sources that tests zip with zipBuffer. */

/** The model component every fixture source declares as `{ id: 'record', kind: 'model', path: recordModel.name }`. */
export const recordModel = {
  name: 'models/record.json',
  data: JSON.stringify({
    name: 'Record',
    fields: [{ name: 'title', type: 'text', required: true }],
    key: 'title',
  }),
};

/** A valid script of `lines` functions: parsing and checking it is CPU work that grows with its size. */
export function bigScript(lines: number): string {
  const body = Array.from(
    { length: lines },
    (_, i) => `export function f${i}(a) { return a * ${i} + ${i % 7}; }`,
  );
  return `${body.join('\n')}\nexport function main(record) {\n  return record;\n}\n`;
}
