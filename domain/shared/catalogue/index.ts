export { en, type Catalogue, type MessageCode, type ValueList } from './en.js';
export { coded, render, say, type CodedText, type MessageParams } from './render.js';
export { english, codeOfEnglish } from './english.js';
