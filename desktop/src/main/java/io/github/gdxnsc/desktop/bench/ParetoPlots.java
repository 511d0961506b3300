package io.github.gdxnsc.desktop.bench;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;
import javax.imageio.ImageIO;
import org.knowm.xchart.AnnotationText;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;

/**
 * The Pareto plots of a {@code --pareto} bench: one PNG per scene, {@code pareto-<scene>.png},
 * four panels with the median step time on the x axis against drift, rest-velocity RMS, max and
 * mean penetration; one curve per engine (and nsc variant), its points the ladder's budgets,
 * each labelled with its knob value ("fell" added where a standing scene did not hold: a body
 * strayed more than Expectation.STAY_METRES from where it was built, so a still heap is not
 * mistaken for a still stack; "missed" where another scene's expectation was not met). Down and left is better: the curve nearer the origin
 * gives more quality per millisecond.
 */
final class ParetoPlots {
    /** Log axes cannot show 0: values below these floors are drawn at the floor (said in the axis titles). */
    static final double DRIFT_FLOOR_MM = 1e-3;
    static final double SPEED_FLOOR = 1e-6;
    static final double PENETRATION_FLOOR_MM = 1e-3;

    private static final int PANEL_WIDTH = 820, PANEL_HEIGHT = 540;

    private ParetoPlots() {
    }

    /** One panel: what it plots and how. */
    private static final class Panel {
        final String yTitle;
        final ToDoubleFunction<BenchResult> y;
        final double floor;

        Panel(String yTitle, ToDoubleFunction<BenchResult> y, double floor) {
            this.yTitle = yTitle;
            this.y = y;
            this.floor = floor;
        }
    }

    private static final Panel[] PANELS = {
            new Panel("drift over the measured frames (mm)", r -> r.drift * 1000, DRIFT_FLOOR_MM),
            new Panel("rest-velocity RMS (m/s)", r -> r.restVelocityRms, SPEED_FLOOR),
            new Panel("max penetration (mm)", r -> r.maxPenetration * 1000, PENETRATION_FLOOR_MM),
            new Panel("mean penetration (mm)", r -> r.meanPenetration * 1000, PENETRATION_FLOOR_MM),
    };

    /** Writes one PNG per scene with Pareto runs into {@code dir}; returns the files written. */
    static List<Path> write(Path dir, List<BenchResult> results, String knob) throws IOException {
        System.setProperty("java.awt.headless", "true");
        Files.createDirectories(dir);
        List<Path> written = new ArrayList<>();
        Set<String> scenes = new LinkedHashSet<>();
        for (BenchResult r : results) if (r.paretoValue != null && r.error == null) scenes.add(r.scene);
        for (String scene : scenes) {
            Map<String, List<BenchResult>> curves = curves(results, scene);
            BufferedImage sheet = new BufferedImage(2 * PANEL_WIDTH, 2 * PANEL_HEIGHT, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = sheet.createGraphics();
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, sheet.getWidth(), sheet.getHeight());
            for (int p = 0; p < PANELS.length; p++) {
                XYChart chart = panel(scene, knob, PANELS[p], curves);
                g.drawImage(BitmapEncoder.getBufferedImage(chart), (p % 2) * PANEL_WIDTH, (p / 2) * PANEL_HEIGHT, null);
            }
            g.dispose();
            Path file = dir.resolve("pareto-" + scene + ".png");
            ImageIO.write(sheet, "png", file.toFile());
            written.add(file);
        }
        return written;
    }

    /** The scene's Pareto runs grouped into curves (engine and variant), each sorted along its ladder. */
    static Map<String, List<BenchResult>> curves(List<BenchResult> results, String scene) {
        Map<String, List<BenchResult>> curves = new LinkedHashMap<>();
        for (BenchResult r : results) {
            if (!r.scene.equals(scene) || r.paretoValue == null || r.error != null) continue;
            curves.computeIfAbsent(r.seriesName(), k -> new ArrayList<>()).add(r);
        }
        for (List<BenchResult> c : curves.values()) c.sort((a, b) -> Double.compare(ladderPosition(a), ladderPosition(b)));
        return curves;
    }

    /** A ladder value as a number for ordering (booleans: off before on); NaN keeps the run order. */
    private static double ladderPosition(BenchResult r) {
        String v = r.paretoValue.trim().toLowerCase(Locale.ROOT);
        if (v.equals("off") || v.equals("false")) return 0;
        if (v.equals("on") || v.equals("true")) return 1;
        try {
            return Double.parseDouble(v);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private static XYChart panel(String scene, String knob, Panel panel, Map<String, List<BenchResult>> curves) {
        XYChart chart = new XYChartBuilder().width(PANEL_WIDTH).height(PANEL_HEIGHT)
                .title(scene + ": step time against " + panel.yTitle.replaceAll(" \\(.*", ""))
                .xAxisTitle("step time, median (ms); labels: nsc " + knob + ", Bullet numIterations")
                .yAxisTitle(panel.yTitle + ", below " + panel.floor + " drawn at it").build();
        chart.getStyler().setXAxisLogarithmic(true);
        chart.getStyler().setYAxisLogarithmic(true);
        chart.getStyler().setMarkerSize(7);
        chart.getStyler().setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.OutsideS);
        chart.getStyler().setLegendLayout(org.knowm.xchart.style.Styler.LegendLayout.Horizontal);
        for (Map.Entry<String, List<BenchResult>> c : curves.entrySet()) {
            List<Double> xs = new ArrayList<>(), ys = new ArrayList<>();
            for (BenchResult r : c.getValue()) {
                double x = r.stepMsMedian, y = panel.y.applyAsDouble(r);
                if (!(x > 0) || !Double.isFinite(y)) continue;
                y = Math.max(y, panel.floor);
                xs.add(x);
                ys.add(y);
                // the budget beside its point, nudged up a little so the marker stays visible
                String label = Boolean.FALSE.equals(r.held) ? r.paretoValue + (r.expectsStanding() ? " fell" : " missed") : r.paretoValue;
                chart.addAnnotation(new AnnotationText(label, x, y * 1.25, false));
            }
            if (!xs.isEmpty()) chart.addSeries(c.getKey(), xs, ys);
        }
        return chart;
    }
}
