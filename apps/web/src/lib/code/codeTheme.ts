import type { PrismTheme } from 'prism-react-renderer';

/**
 * GitHub's light code colours (Primer), every one at least 4.5:1 on the background: the bundled
 * github theme's comment, function and number colours fail axe's contrast check.
 */
export const codeTheme: PrismTheme = {
  plain: { color: '#1f2328', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#57606a', fontStyle: 'italic' } },
    { types: ['punctuation', 'operator'], style: { color: '#1f2328' } },
    { types: ['string', 'attr-value', 'template-string', 'char'], style: { color: '#0a3069' } },
    { types: ['number', 'boolean', 'constant', 'property', 'symbol'], style: { color: '#0550ae' } },
    { types: ['keyword', 'tag', 'selector', 'important', 'atrule'], style: { color: '#cf222e' } },
    { types: ['function', 'method', 'class-name'], style: { color: '#6639ba' } },
    { types: ['attr-name', 'variable', 'property-access'], style: { color: '#953800' } },
    {
      types: ['regex', 'char-set', 'quantifier', 'char-class', 'anchor', 'group'],
      style: { color: '#116329' },
    },
  ],
};
