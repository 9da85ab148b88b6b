/**
 * @jest-environment node
 *
 * The Postman collection is made from the document developers download, and
 * leaves it as it was: Postman's converter writes its working fields into the
 * document it is given (`securityDefs`, `baseUrl` at the top, a `name` in each
 * header), which made the published /openapi.yaml invalid OpenAPI.
 */
import {loadOpenApi} from '@site/src/plugins/apiReference/loadOpenApi';
import {postmanCollection} from '@site/src/plugins/apiReference/postmanCollection';

describe('the Postman collection', () => {
  it('leaves the published document unchanged', async () => {
    const {document} = loadOpenApi({name: 'Example', domain: 'example.africa'});
    const before = JSON.stringify(document);
    const collection = await postmanCollection(document, {name: 'Example API (sandbox)', sandboxUrl: 'https://sandbox.api.example.africa', description: 'Test'});
    expect(collection.item.length).toBeGreaterThan(5);
    expect(JSON.stringify(document)).toBe(before);
    expect(Object.keys(document)).not.toEqual(expect.arrayContaining(['securityDefs']));
  }, 60_000);
});
