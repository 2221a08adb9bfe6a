import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV cells', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(
      toCsv([
        ['a', 'b,c', 'say "hi"'],
        [null, 3],
      ]),
    ).toBe('a,"b,c","say ""hi"""\r\n,3');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
  });

  it('neutralises what a spreadsheet would run', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell("+1+cmd|' /C calc'!A0")).toBe("'+1+cmd|' /C calc'!A0");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('\t=1')).toBe("'\t=1");
  });

  it('writes phone numbers and signed amounts as they are', () => {
    expect(csvCell('+15550100199')).toBe('+15550100199');
    expect(csvCell('+1 (555) 010-0199')).toBe('+1 (555) 010-0199');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-3)).toBe('-3');
  });
});
