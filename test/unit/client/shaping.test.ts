import { ClientPostItemSchema } from '#domains/client/schemas';
import { clientPostFields } from '#domains/client/shaping';

describe('the client post fields a client can select', () => {
  it('are the client post schema own fields (author among them), in its order, without the relations', () => {
    // Prepare
    const relations = new Set(['mainCategory', 'category', 'tags']);

    // Act
    const schemaFields = Object.keys(ClientPostItemSchema.shape).filter((field) => !relations.has(field));

    // Assess
    expect(clientPostFields()).toEqual(schemaFields);
  });
});
