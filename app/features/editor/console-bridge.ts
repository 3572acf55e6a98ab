import { PREVIEW_CONSOLE_TYPE } from '#common/preview-protocol.ts';

/** Longest console line relayed from the preview; the rest is cut to keep the panel light. */
const CONSOLE_TEXT_MAX_CHARS = 2000;

/**
 * Runs first inside the preview document: forwards console.log/info/warn/error, uncaught errors
 * and unhandled rejections to the page. The target origin is the frame URL's origin (the site),
 * since a sandboxed document's own origin is opaque.
 */
export const CONSOLE_BRIDGE_SCRIPT = `(function () {
  var target = new URL(location.href).origin;
  var max = ${CONSOLE_TEXT_MAX_CHARS};
  function format(value) {
    if (typeof value === 'string') return value;
    if (value instanceof Error) return value.name + ': ' + value.message;
    try {
      var json = JSON.stringify(value);
      return json === undefined ? String(value) : json;
    } catch (error) {
      return String(value);
    }
  }
  function send(level, parts) {
    var text = Array.prototype.map.call(parts, format).join(' ');
    try {
      parent.postMessage({ type: '${PREVIEW_CONSOLE_TYPE}', level: level, text: text.slice(0, max) }, target);
    } catch (error) {}
  }
  ['log', 'info', 'warn', 'error'].forEach(function (level) {
    var original = console[level];
    console[level] = function () {
      send(level, arguments);
      return original.apply(console, arguments);
    };
  });
  addEventListener('error', function (event) {
    var file = String(event.filename || '').split('/').pop();
    var where = file && event.lineno ? ' (' + file + ':' + event.lineno + ')' : '';
    send('error', ['Uncaught ' + (event.error ? format(event.error) : event.message) + where]);
  });
  addEventListener('unhandledrejection', function (event) {
    send('error', ['Unhandled rejection: ' + format(event.reason)]);
  });
})();`;
