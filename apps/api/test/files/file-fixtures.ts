/** A small PDF (the server looks at the first bytes, `%PDF-`) and a 1x1 PNG header. */
export const pdf = (text = 'Trapline') => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
export const png = () => Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
