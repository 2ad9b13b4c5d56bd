import { describe, expect, it } from 'vitest';
import { eventFilter } from '../../infra/local/bundled/event-filter.ts';
import { isAllowed, readStatement } from '../../infra/local/bundled/iam.ts';
import { resolver } from '../../infra/local/bundled/intrinsics.ts';

const table = 'arn:aws:dynamodb:us-east-1:000000000000:table/invoicing-local';

describe('the guard judges calls as IAM does', () => {
  const statements = [
    readStatement({
      Effect: 'Allow',
      Action: ['dynamodb:GetItem', 'dynamodb:Query'],
      Resource: [table, `${table}/index/*`],
    }),
    readStatement({ Effect: 'Allow', Action: 'sqs:Send*', Resource: 'arn:aws:sqs:us-east-1:000000000000:deliveries' }),
    readStatement({ Effect: 'Deny', Action: 'dynamodb:Query', Resource: `${table}/index/GSI3` }),
  ];

  it('allows only the listed actions on the listed resources, wildcards included', () => {
    expect(isAllowed(statements, 'dynamodb:GetItem', table)).toBe(true);
    expect(isAllowed(statements, 'dynamodb:getitem', table)).toBe(true);
    expect(isAllowed(statements, 'dynamodb:PutItem', table)).toBe(false);
    expect(isAllowed(statements, 'dynamodb:GetItem', `${table}-other`)).toBe(false);
    expect(isAllowed(statements, 'dynamodb:Query', `${table}/index/GSI1`)).toBe(true);
    expect(isAllowed(statements, 'sqs:SendMessage', 'arn:aws:sqs:us-east-1:000000000000:deliveries')).toBe(true);
    expect(isAllowed(statements, 'sqs:SendMessage', 'arn:aws:sqs:us-east-1:000000000000:deliveries-dropped')).toBe(
      false,
    );
  });

  it('lets an explicit Deny win over an Allow', () => {
    expect(isAllowed(statements, 'dynamodb:Query', `${table}/index/GSI3`)).toBe(false);
  });

  it('refuses to judge statements it cannot evaluate faithfully', () => {
    expect(() => readStatement({ Effect: 'Allow', Action: '*', Resource: '*', Condition: { Bool: {} } })).toThrow();
    expect(() => readStatement({ Effect: 'Allow', NotAction: 's3:*', Resource: '*' })).toThrow();
  });
});

describe("Lambda's event filtering", () => {
  const filter = eventFilter({
    Filters: [
      {
        Pattern: JSON.stringify({
          eventName: ['INSERT', 'MODIFY'],
          dynamodb: { NewImage: { kind: { S: ['document'] } } },
        }),
      },
    ],
  })!;
  const record = (eventName: string, kind?: string) => ({
    eventName,
    dynamodb: kind ? { NewImage: { kind: { S: kind } } } : {},
  });

  it('hands over the records a pattern matches, field by field', () => {
    expect(filter(record('INSERT', 'document'))).toBe(true);
    expect(filter(record('MODIFY', 'document'))).toBe(true);
    expect(filter(record('REMOVE', 'document'))).toBe(false);
    expect(filter(record('INSERT', 'delivery'))).toBe(false);
    expect(filter(record('INSERT'))).toBe(false);
  });

  it('plays exists, prefix and anything-but, and refuses rules it does not know', () => {
    const rules = eventFilter({
      Filters: [
        { Pattern: JSON.stringify({ a: [{ exists: true }], b: [{ prefix: 'in' }], c: [{ 'anything-but': ['x'] }] }) },
      ],
    })!;
    expect(rules({ a: 1, b: 'invoice', c: 'y' })).toBe(true);
    expect(rules({ b: 'invoice', c: 'y' })).toBe(false);
    expect(rules({ a: 1, b: 'estimate', c: 'y' })).toBe(false);
    expect(rules({ a: 1, b: 'invoice', c: 'x' })).toBe(false);
    expect(() => eventFilter({ Filters: [{ Pattern: '{"a":[{"numeric":[">",1]}]}' }] })!({ a: 2 })).toThrow();
    expect(eventFilter(undefined)).toBeUndefined();
  });
});

describe('intrinsic functions, resolved against the local resources', () => {
  const resolve = resolver(
    {
      ref: (id) => (id === 'Table' ? 'invoicing-local' : id),
      getAtt: (id, attribute) => {
        if (id === 'Table' && attribute === 'Arn') return table;
        throw new Error(`no ${id}.${attribute}`);
      },
    },
    { Layers: { 'us-east-1': { arm64: 'arn:layer' } } },
  );

  it('resolves what CDK writes in environments and policies', () => {
    expect(resolve({ Ref: 'Table' })).toBe('invoicing-local');
    expect(resolve({ 'Fn::Join': ['', [{ 'Fn::GetAtt': ['Table', 'Arn'] }, '/index/*']] })).toBe(`${table}/index/*`);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: CloudFormation's own ${} placeholders.
    expect(resolve({ 'Fn::Sub': 'arn:${AWS::Partition}:ses:${AWS::Region}:${AWS::AccountId}:identity/${Table}' })).toBe(
      'arn:aws:ses:us-east-1:000000000000:identity/invoicing-local',
    );
    expect(resolve({ 'Fn::Select': [1, { 'Fn::Split': ['/', 'a/b/c'] }] })).toBe('b');
    expect(resolve({ 'Fn::FindInMap': ['Layers', { Ref: 'AWS::Region' }, 'arm64'] })).toBe('arn:layer');
    expect(resolve({ Variables: { A: { Ref: 'Table' }, B: 'plain' } })).toEqual({
      Variables: { A: 'invoicing-local', B: 'plain' },
    });
  });

  it('fails loudly on what it does not play, rather than guess', () => {
    expect(() => resolve({ 'Fn::ImportValue': 'x' })).toThrow(/does not play Fn::ImportValue/);
    expect(() => resolve({ 'Fn::GetAtt': ['Table', 'StreamArn'] })).toThrow();
  });
});
