/**
 * Text a stranger typed (a transcript line, a speaker's name) flattened to one line: every run of white
 * space or control characters becomes one space. In SRT and VTT a line break ends a cue's text, so a
 * segment could otherwise end its cue early or write cues of its own; in TXT it would split a label.
 */
export const oneLine = (text: string) => text.replace(/[\s\p{Cc}]+/gu, ' ');
