/**
 * The typographic rhythm of rich text, HTML or markdown (the theme's preflight resets margins and
 * list markers, which text written by staff expects).
 */
import type { BoxProps } from '@chakra-ui/react';

export const richTextCss: BoxProps['css'] = {
  '& p, & ul, & ol, & table, & pre, & blockquote': { marginBottom: '3' },
  '& h1, & h2, & h3, & h4': { fontWeight: 'semibold', marginBottom: '2' },
  '& ul': { listStyleType: 'disc', paddingInlineStart: '5' },
  '& ol': { listStyleType: 'decimal', paddingInlineStart: '5' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& table': { display: 'block', overflowX: 'auto' },
  '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '3', color: 'fg.muted' },
  '& pre': { overflowX: 'auto', padding: '3', borderRadius: 'md', bg: 'bg.muted' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em' },
};
