import { describe, expect, it } from 'vitest';
import { classesInMarkup, classesOf, usedCss } from './used-css';

const CSS = [
  '/*! tailwindcss v4.3.3 | MIT License */',
  '@layer theme,base,utilities;',
  '@layer base{*,:after{box-sizing:border-box}[hidden]{display:none}}',
  '@layer utilities{.flex{display:flex}.grid{display:grid}',
  '.md\\:grid-cols-2{x:1}',
  '.\\[\\&_svg\\]\\:size-4 svg{width:1rem}',
  '.hover\\:bg-muted:hover{background:gray}',
  '.a:not(.absent){color:red}',
  '.b,.unused{color:blue}',
  '.dark .text-x{color:white}',
  '@media (width>=48rem){.md\\:flex{display:flex}.unused-wide{display:none}}',
  '@media print{.print-only{display:block}}}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '@property --tw-x{syntax:"*";inherits:false}',
].join('');

const markup =
  '<div class="flex md:grid-cols-2 [&amp;_svg]:size-4 hover:bg-muted a b text-x md:flex"></div>';

describe('the stylesheet rules a rendered page uses', () => {
  const kept = usedCss(CSS)(markup);

  it('keeps the rules whose classes the markup holds, escapes and entities undone', () => {
    for (const rule of [
      '.flex{display:flex}',
      '.md\\:grid-cols-2{x:1}',
      '.\\[\\&_svg\\]\\:size-4 svg{width:1rem}',
      '.hover\\:bg-muted:hover{background:gray}',
      '.b,.unused{color:blue}',
      '.dark .text-x{color:white}',
      '@media (width>=48rem){.md\\:flex{display:flex}}',
    ])
      expect(kept).toContain(rule);
  });

  it('drops the rules for classes the page does not hold, and groups left empty', () => {
    expect(kept).not.toContain('.grid{');
    expect(kept).not.toContain('unused-wide');
    expect(kept).not.toContain('@media print');
  });

  it('keeps what it cannot judge: element, attribute and :not() rules, other at-rules, layers', () => {
    expect(kept).toContain('@layer theme,base,utilities;');
    expect(kept).toContain('@layer base{*,:after{box-sizing:border-box}[hidden]{display:none}}');
    expect(kept).toContain('.a:not(.absent){color:red}');
    expect(kept).toContain('@keyframes spin{to{transform:rotate(360deg)}}');
    expect(kept).toContain('@property --tw-x{syntax:"*";inherits:false}');
    // The licence comment before the first layer does not make it read as a selector.
    expect(kept.startsWith('@layer theme,base,utilities;')).toBe(true);
  });

  it('reads class names as the stylesheet and React write them', () => {
    expect(classesOf('.md\\:w-1\\/2:hover .group')).toEqual(['md:w-1/2', 'group']);
    expect(classesOf('.x:is(.y,.z)')).toEqual(['x']);
    expect(classesInMarkup('<p class="a  b&#x27;c"></p>')).toEqual(new Set(['dark', 'a', "b'c"]));
  });
});
