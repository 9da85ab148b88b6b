export declare const TRANSLATE_MODULE: string;
export declare function inlineTranslations(source: string, fileName: string, messages: Record<string, string>): {code: string; inlined: string[]; dynamic: string[]};
