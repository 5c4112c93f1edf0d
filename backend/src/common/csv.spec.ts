import { csvCell, csvMoney, toCsv } from './csv';

describe('CSV for Excel', () => {
  it('keeps negative amounts numbers and still defuses formulas', () => {
    expect(csvCell(csvMoney(-50.25))).toBe('-50,25');
    expect(csvCell('-7')).toBe('-7');
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('+375 29 123')).toBe("'+375 29 123");
  });

  it('quotes separators and writes BOM, semicolons and CRLF lines', () => {
    expect(csvCell('а; б')).toBe('"а; б"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(toCsv(['A', 'B'], [[1.5, null]])).toBe('\uFEFFA;B\r\n1,5;\r\n');
  });
});
