package io.github.gdxnsc.demo.overlay;

import com.badlogic.gdx.utils.StringBuilder;
import com.kotcrab.vis.ui.widget.VisLabel;
import io.github.gdxnsc.stats.Stage;
import io.github.gdxnsc.stats.StepStats;
import io.github.gdxnsc.stats.ThreadProfile;
import java.util.List;

/**
 * The Figures window's "Threads" section: how long each thread of the world's worker pool ran the
 * last step's parallel loops, in all and in the two stages that took it longest (thread 0 is the
 * stepping thread, which works too). A thread far below the others is one the loops left idle.
 * Folded at first: a click on its title opens it.
 */
final class ThreadFigures {
    static final String HELP = "Busy time of each thread of the worker pool in the last step (ms): the time it ran the stages' "
            + "parallel loops, in all and in the two stages that took it longest; thread 0 is the stepping thread, which works too";

    final Section section = new Section("Threads");
    private final VisLabel text = new VisLabel("");
    private final StringBuilder line = new StringBuilder();

    ThreadFigures() {
        text.setColor(0.85f, 0.87f, 0.9f, 1f);
        text.setWrap(true); // as wide as the plots: a long line must not widen the window into the 3D view
        Widgets.tooltip(text, HELP);
        section.content.add(text).width(280).left();
        section.setCollapsed(true);
    }

    /** The last step's profile ({@code stats} null: no step of ours, e.g. Bullet alone). */
    void refresh(StepStats stats) {
        line.setLength(0);
        if (stats == null || stats.threadProfile.threads() == 0) {
            line.append('-');
        } else {
            ThreadProfile p = stats.threadProfile;
            for (int t = 0; t < p.threads(); t++) {
                if (t > 0) line.append('\n');
                line.append("thread ").append(t).append(t == 0 ? " (stepping)" : "").append(": ");
                Fmt.millis(line, p.busyNanos(t)).append(" ms");
                Stage first = null, second = null;
                for (Stage s : Stage.all()) {
                    long n = p.busyNanos(t, s);
                    if (n == 0) continue;
                    if (first == null || n > p.busyNanos(t, first)) {
                        second = first;
                        first = s;
                    } else if (second == null || n > p.busyNanos(t, second)) {
                        second = s;
                    }
                }
                if (first != null) {
                    line.append("  (").append(first.label).append(' ');
                    Fmt.millis(line, p.busyNanos(t, first));
                    if (second != null) {
                        line.append(", ").append(second.label).append(' ');
                        Fmt.millis(line, p.busyNanos(t, second));
                    }
                    line.append(')');
                }
            }
        }
        if (!text.textEquals(line)) text.setText(line);
    }

    void texts(List<String> out) {
        out.add("threads: " + text.getText().toString().replace('\n', '|'));
    }
}
