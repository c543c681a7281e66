/// The page's one script, fixed text (nothing of a theme is in it: it reads the page's `data-font`
/// attributes, which are escaped HTML): it marks the fonts the browser does not have, and replays an
/// animation when its track is clicked. Without it the page still draws everything, and each animation
/// plays once when the page opens.
enum PreviewScript {
    static let source = """
        (() => {
          // A named font the browser lacks is drawn in the fallback: say so where it is used. A font is there
          // when text set in it, with a generic family behind it, measures differently from the generic alone.
          const context = document.createElement('canvas').getContext('2d');
          const sample = 'mmmmmmmmmmlli WQ@#0123456789';
          const known = new Map();
          const installed = (name) => {
            if (!known.has(name)) {
              const quoted = '"' + name.replace(/["\\\\]/g, '\\\\$&') + '"';
              known.set(name, ['monospace', 'serif', 'sans-serif'].some((generic) => {
                context.font = '40px ' + generic;
                const plain = context.measureText(sample).width;
                context.font = '40px ' + quoted + ', ' + generic;
                return context.measureText(sample).width !== plain;
              }));
            }
            return known.get(name);
          };
          for (const element of document.querySelectorAll('[data-font]')) {
            if (installed(element.dataset.font)) continue;
            element.classList.add('font-missing');
            element.title = element.dataset.font + ' is not installed here: drawn in the fallback font';
            const note = element.querySelector('.fallback');
            if (note) note.hidden = false;
          }
          // An animation plays again on every click of its track (with reduced motion too: the reader asked).
          for (const track of document.querySelectorAll('.animation .track')) {
            track.addEventListener('click', () => {
              const dot = track.querySelector('.dot');
              dot.classList.remove('play');
              void dot.offsetWidth;
              dot.classList.add('play', 'clicked');
            });
          }
        })();
        """
}
