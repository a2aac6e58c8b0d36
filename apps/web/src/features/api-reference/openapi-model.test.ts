import { describe, expect, it } from 'vitest';
import { sampleDocument } from './openapi-fixture';
import { filterReference, toApiReference } from './openapi-model';

describe('the API reference model (W2-C §1.2)', () => {
  const ref = toApiReference(sampleDocument);

  it('groups endpoints by tag in the document’s tag order, skipping empty tags and adding unlisted ones', () => {
    expect(ref.title).toBe('Thrivewell API');
    expect(ref.version).toBe('1.2.3');
    expect(ref.groups.map((g) => g.tag)).toEqual(['Safety', 'Cabinet', 'Products']);
    expect(ref.groups[0]!.description).toBe('Interaction checks.');
  });

  it('reads method, path, auth and plan feature', () => {
    const [check] = ref.groups[0]!.endpoints;
    expect(check).toMatchObject({ method: 'POST', path: '/api/safety/check', auth: 'optional', summary: 'Check medicines together' });
    expect(ref.groups[2]!.endpoints[0]).toMatchObject({ auth: 'plan', feature: 'product_fact_checker' });
  });

  it('lists request fields with type, required and limits through $ref', () => {
    const body = ref.groups[0]!.endpoints[0]!.body!;
    expect(body.shape).toBe('SafetyCheckBody');
    expect(body.required).toBe(true);
    expect(body.fields).toEqual([
      { name: 'items', type: 'string[]', required: true, limits: ['at most 50 items'] },
      { name: 'includeCabinet', type: 'boolean', required: false, limits: [], description: 'Left out: included when signed in.' },
    ]);
  });

  it('flattens nested answer fields with dotted names, enums as limits, and leaves out the integer ceiling', () => {
    const answer = ref.groups[0]!.endpoints[0]!.answers.find((a) => a.status === '200')!;
    expect(answer.shape).toBe('SafetyCheckResponse');
    expect(answer.fields.map((f) => [f.name, f.type, f.required, f.limits.join('; ')])).toEqual([
      ['interactions', 'object[]', true, ''],
      ['interactions[].severity', 'string', true, 'one of: major, minor'],
      ['interactions[].sourceIndexes', 'integer[]', false, ''],
      ['timingTips', 'integer', true, '≥ 0'],
    ]);
    expect(ref.groups[0]!.endpoints[0]!.answers.find((a) => a.status === '400')).toMatchObject({ isError: true, shape: 'ApiError' });
  });

  it('shows nullable fields and path parameters', () => {
    const patch = ref.groups[1]!.endpoints[0]!;
    expect(patch.parameters).toEqual([{ name: 'id', in: 'path', type: 'string', required: true, limits: ['format uuid'] }]);
    expect(patch.answers[0]!.fields).toEqual([{ name: 'warning', type: 'string | null', required: true, limits: [] }]);
  });

  it('refuses a value that is not an OpenAPI 3.1 document', () => {
    expect(() => toApiReference({ swagger: '2.0', paths: {} })).toThrow('Not an OpenAPI 3.1 document.');
    expect(() => toApiReference(null)).toThrow();
  });

  it('filters by method, path, summary or tag, dropping groups left empty', () => {
    expect(filterReference(ref.groups, 'patch').map((g) => g.tag)).toEqual(['Cabinet']);
    expect(filterReference(ref.groups, 'SAMPLE').flatMap((g) => g.endpoints.map((e) => e.path))).toEqual(['/api/products/samples']);
    expect(filterReference(ref.groups, '  ')).toHaveLength(3);
    expect(filterReference(ref.groups, 'nothing like this')).toEqual([]);
  });
});
