import { describe, expect, it } from 'vitest';
import { OfxSyntaxError, readOfx } from './ofx-reader';
import { ofxFixture } from './testing/import-requests';

describe('readOfx', () => {
  it('reads OFX 1.x SGML (leaves without end tags) and 2.x XML into the same shape', () => {
    const sgml = readOfx(ofxFixture('checking-sgml.qfx').toString('latin1'));
    expect(sgml).toMatchObject({
      SIGNONMSGSRSV1: { SONRS: { FI: { ORG: 'JPMorgan Chase Bank, N.A.', FID: '10898' } } },
      BANKMSGSRSV1: {
        STMTTRNRS: {
          STMTRS: {
            BANKACCTFROM: { BANKID: '021000021', ACCTID: '4455667788', ACCTTYPE: 'CHECKING' },
            LEDGERBAL: { BALAMT: '812.34', DTASOF: '20260430' },
          },
        },
      },
    });
    const xml = readOfx(ofxFixture('checking.ofx').toString('utf8'));
    expect(xml).toMatchObject({ SIGNONMSGSRSV1: { SONRS: { FI: { ORG: expect.any(String) } } } });
  });

  it('lists a repeated element as an array and decodes entities', () => {
    const text =
      '<OFX><LIST><ITEM>A &amp; B<ITEM>&lt;C&gt; &#65;&#x42;</LIST><NOTE>&bogus;</NOTE></OFX>';
    expect(readOfx(text)).toEqual({
      LIST: { ITEM: ['A & B', '<C> AB'] },
      NOTE: '&bogus;',
    });
  });

  it.each([
    ['an aggregate never closed', `OFXHEADER:100\n<OFX><${'A'.repeat(100_000)}>x`],
    ['an end tag that ends nothing open', '<OFX><A>x</B></OFX>'],
    ['an end tag over an open aggregate', '<OFX><A><B><C>x</C></A></OFX>'],
    ['text beside elements', '<OFX><A><B>x</B>loose</A></OFX>'],
    ['a tag never closed', `<OFX><${'<'.repeat(100_000)}`],
    ['attributes', '<OFX><A x="1">y</A></OFX>'],
    ['nesting past 64 levels', `<OFX>${'<A>'.repeat(100_000)}`],
    ['no OFX element', 'OFXHEADER:100\n<A>x</A>'],
  ])('refuses %s', (_, text) => {
    expect(() => readOfx(text)).toThrow(OfxSyntaxError);
  });
});
