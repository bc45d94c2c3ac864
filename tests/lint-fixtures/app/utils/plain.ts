// Clean: a plain helper of app/utils/, importing nothing.
export const a = () => "a";
