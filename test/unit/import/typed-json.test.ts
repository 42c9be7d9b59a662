/** The backup file's typed JSON: binary as base64 at any depth, and refused when it is not base64. */
import { itemFromJson, itemToJson } from '#domains/import/typed-json';

const bytes = new Uint8Array([27, 207, 4, 0, 255]);

test('binary, binary sets and binary inside maps and lists are written as base64 and read back as the same bytes', () => {
  // Prepare
  const item = { pk: { S: 'POST#1' }, body_br: { B: bytes }, set: { BS: [bytes] }, nested: { M: { list: { L: [{ B: bytes }, { N: '3' }] } } } };
  // Act
  const json = JSON.parse(JSON.stringify(itemToJson(item)));
  // Assess
  expect(json.body_br).toEqual({ B: 'G88EAP8=' });
  expect(json.nested.M.list.L[0]).toEqual({ B: 'G88EAP8=' });
  expect(itemFromJson(json)).toEqual({ pk: { S: 'POST#1' }, body_br: { B: Buffer.from(bytes) }, set: { BS: [Buffer.from(bytes)] }, nested: { M: { list: { L: [{ B: Buffer.from(bytes) }, { N: '3' }] } } } });
});

test('binary that is not base64 text is refused, naming the attribute', () => {
  // Act
  const read = () => itemFromJson({ pk: { S: 'POST#1' }, nested: { M: { body: { B: { 0: 27 } } } } });
  // Assess
  expect(read).toThrow('attribute nested.body is not base64 text');
});
