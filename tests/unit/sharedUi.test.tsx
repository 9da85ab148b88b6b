/**
 * One component for one idea: what several features draw (a table that
 * scrolls sideways, a tool's text field) is drawn by its component of src/ui,
 * not rebuilt beside it with a copy of its markup and styles.
 */
import React from 'react';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {act, fireEvent, render, screen} from '@testing-library/react';
import Simulator from '@site/src/features/docsTools/UssdSimulator/Simulator';

const root = path.join(__dirname, '../..');

describe('one component for one idea', () => {
  it('a table that scrolls sideways in its own named, keyboard-reachable box is src/ui/ScrollingTable (or src/ui/ScrollableTable for a Markdown table)', () => {
    const own = readdirSync(path.join(root, 'src'), {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .filter((file) => !file.startsWith(`src${path.sep}ui${path.sep}`))
      // An element that is both a scrolling region and a tab stop: the scroll box of a table, drawn again.
      .filter((file) => /<\w+(?=[^>]*\brole="region")(?=[^>]*\btabIndex=\{0\})[^>]*>/s.test(readFileSync(path.join(root, file), 'utf8')));
    expect(own).toEqual([]);
  });

  it("the USSD simulator's fields are the docs tools' fields (src/ui/ToolField): their look, their cut notice, their error next to them", async () => {
    render(<Simulator />);
    const code = screen.getByLabelText('Number to dial');
    // ToolField's control in ToolField's box (the tool form's styles: class names as written, in the tests).
    expect(code).toHaveClass('code');
    expect(code.parentElement).toHaveClass('field');
    fireEvent.change(code, {target: {value: '*123#'}});
    await act(async () => {
      fireEvent.submit(code.closest('form')!);
    });
    const error = screen.getByText(/answers the guide’s code/);
    expect(error).toHaveClass('error');
    expect(error.parentElement).toBe(code.parentElement);
    expect(code).toHaveAccessibleDescription(error.textContent!);
  });
});
