import { describe, expect, it } from 'vitest';
import { splitStyles } from './split-styles';

const block = (hash: string, css: string) => `<style data-rc-order="prependQueue" data-css-hash="${hash}">${css}</style>`;

describe('splitStyles', () => {
  const table = block('f2xj5p', '.css-1y106cm.ant-table-css-var{box-sizing:border-box;}');
  const tableVars = block('6gfd16', '.css-var-_R_ej5_.ant-table-css-var{--ant-table-header-bg:#fafafa;}');
  const tooltip = block('fbblmx', '.css-1y106cm.ant-tooltip{box-sizing:border-box;}');
  const tooltipVars = block('p1dgpo', '.css-var-_R_ej5_.ant-tooltip-css-var{--ant-tooltip-z-index-popup:1070;}');
  const dropdown = block('3gh7e1', '.css-1y106cm.ant-dropdown{position:absolute;top:-9999px;}');
  const popover = block('1vnqulx', '.css-1y106cm.ant-popover{margin:0;}');
  const slide = block('_effect-css-1y106cm-antSlideUpIn', '@keyframes css-1y106cm-antSlideUpIn{0%{opacity:0;}}');
  const spin = block('_effect-css-1y106cm-antRotate', '@keyframes css-1y106cm-antRotate{to{transform:rotate(405deg);}}');
  const select = block('1hc8i9z', '.css-1y106cm.ant-select-css-var{font-size:14px;}.css-1y106cm.ant-select-dropdown{top:0;}');
  const cachePath = '<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">.data-ant-cssinjs-cache-path{content:"a";}</style>';

  it('moves the popups and their motion to the end, keeping the order of each part', () => {
    const { head, later } = splitStyles([table, tooltip, tableVars, dropdown, slide, spin, popover, select, tooltipVars, cachePath].join(''));
    expect(head).toBe([table, tableVars, spin, select, cachePath].join(''));
    expect(later).toBe([tooltip, dropdown, slide, popover, tooltipVars].join(''));
  });

  it('leaves anything that is not a style block in the head, and an empty input empty', () => {
    expect(splitStyles('')).toEqual({ head: '', later: '' });
    expect(splitStyles(`<!-- x -->${table}`)).toEqual({ head: `<!-- x -->${table}`, later: '' });
  });
});
