// The Node build's stand-in for global stylesheets: the browser loads them; the server needs nothing.
module.exports = function emptyModule() {
  return 'export {};';
};
