package io.github.gdxnsc.demo.overlay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.gdxnsc.stats.Stage;
import io.github.gdxnsc.stats.StepStats;
import org.junit.jupiter.api.Test;

/** The step-time graph's scale follows the recent frames: one hitch does not keep it tall. */
class StageTimeScaleTest {

    private static StepStats step(double millis) {
        StepStats s = new StepStats();
        s.setNanos(Stage.all()[0], (long) (millis * 1e6));
        return s;
    }

    @Test
    void aHitchScalesThePlotOnlyWhileItIsRecent() {
        StageTimePlot plot = new StageTimePlot(null, null, 120);
        for (int i = 0; i < 50; i++) plot.add(step(5));
        assertEquals(20f, plot.scaleMillis(), "steady 5 ms frames: the smallest scale");
        plot.add(step(1000));
        assertEquals(1280f, plot.scaleMillis(), "the hitch fits while it is recent");
        for (int i = 0; i < StageTimePlot.RECENT - 1; i++) plot.add(step(5));
        assertEquals(1280f, plot.scaleMillis(), "still among the last " + StageTimePlot.RECENT + " frames");
        plot.add(step(5));
        assertEquals(20f, plot.scaleMillis(), "back to the steady scale once the hitch is older than the window");
        plot.add(step(30));
        assertEquals(40f, plot.scaleMillis(), "the smallest scale that holds the recent bars");
    }

    /** At every scale and plot height the frame line's label stays inside the plot and off the line. */
    @Test
    void theFrameLabelNeverCrossesThePlotsTopOrItsLine() {
        float cap = 9;
        for (float height : new float[] {40, 60, 80, 120}) {
            for (float scale : StageTimePlot.SCALES_MS) {
                float line = height * StageTimePlot.FRAME_MS / scale;
                float top = StageTimePlot.frameLabelTop(line, 0, height, cap), bottom = top - cap;
                String where = "plot " + height + " px, scale " + scale + " ms, line at " + line + ": label " + bottom + ".." + top;
                org.junit.jupiter.api.Assertions.assertTrue(top <= height - 2 && bottom >= 2, "inside the plot: " + where);
                org.junit.jupiter.api.Assertions.assertTrue(bottom > line || top < line, "off the line: " + where);
            }
        }
    }
}
