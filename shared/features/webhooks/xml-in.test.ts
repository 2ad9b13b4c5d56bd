import { describe, expect, it } from 'vitest';
import { statusOf } from '../../http/answers.ts';
import { Failure } from '../../kernel/errors.ts';
import { parseXmlRequest, xmlResponse } from './xml.ts';

const fails = (body: string) => {
  try {
    parseXmlRequest(body);
  } catch (error) {
    expect(error).toBeInstanceOf(Failure);
    expect(statusOf[(error as Failure).kind]).toBe(400);
    return;
  }
  throw new Error(`accepted: ${body.slice(0, 60)}`);
};

describe('xml-in requests', () => {
  it('reads the method and the fields, inside <callback> or directly under <request>', () => {
    expect(
      parseXmlRequest(
        '<?xml version="1.0" encoding="utf-8"?><request method="callback.create"><callback><event>invoice.create</event><uri>http://x.example/?a=1&amp;b=2</uri></callback></request>',
      ),
    ).toEqual({ method: 'callback.create', fields: { event: 'invoice.create', uri: 'http://x.example/?a=1&b=2' } });
    expect(parseXmlRequest('<request method="callback/delete"><callback_id>7</callback_id></request>').fields).toEqual({
      callback_id: '7',
    });
    expect(parseXmlRequest('<request method="callback.list"></request>').fields).toEqual({});
    expect(parseXmlRequest('<request method="callback.list"><event/></request>').fields).toEqual({ event: '' });
  });

  it('never expands entities: DOCTYPE and entity declarations are refused', () => {
    fails(
      '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><request method="callback.create"><callback><event>&b;</event></callback></request>',
    );
    fails('<!DOCTYPE request SYSTEM "file:///etc/passwd"><request method="x"/>');
    fails('<!doctype request><request method="x"/>');
    // An undeclared entity stays text, expanded into nothing.
    expect(parseXmlRequest('<request method="callback.list"><event>&xxe;</event></request>').fields.event).toBe(
      '&xxe;',
    );
  });

  it('refuses malformed XML, deep nesting and repeated or structured fields', () => {
    fails('<request method="callback.create"><callback><event>');
    fails('not xml at all');
    fails('<request><event>x</event></request>');
    fails('<other method="callback.list"/>');
    fails(`<request method="callback.list">${'<a>'.repeat(50)}${'</a>'.repeat(50)}</request>`);
    fails('<request method="callback.list"><event>a</event><event>b</event></request>');
    fails('<request method="callback.list"><event><x>1</x></event></request>');
  });

  it('answers with every value escaped, under the namespace', () => {
    const out = xmlResponse('http://h/api/', 'fail', { error: '<b>&"', code: 40000 });
    expect(out).toContain('<response xmlns="http://h/api/" status="fail">');
    expect(out).toContain('<error>&lt;b&gt;&amp;&quot;</error>');
    expect(out).toContain('<code>40000</code>');
  });
});
