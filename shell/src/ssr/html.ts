// Text written into the page's HTML by the rendering server.

/** Text safe inside an attribute value in double quotes. */
export const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
