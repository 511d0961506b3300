package io.github.gdxnsc.demo.overlay;

import static io.github.gdxnsc.demo.overlay.Widgets.tooltip;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.utils.Align;
import com.badlogic.gdx.utils.StringBuilder;
import com.kotcrab.vis.ui.widget.VisLabel;
import io.github.gdxnsc.demo.engines.EngineMode;
import io.github.gdxnsc.demo.engines.LiveQuality;
import io.github.gdxnsc.world.NscConfig;
import java.util.List;

/**
 * The engine comparison's captions, low over each side of the split view (ours on the left,
 * Bullet's on the right) or over the whole window with Bullet alone: each side's step time,
 * jitter and drift, live. They belong to the comparison, not to the overlay, so they stay when
 * the overlay is hidden.
 */
final class EngineCaptions {
    private final VisLabel nscSide = new VisLabel(""), bulletSide = new VisLabel("");
    private final StringBuilder nscSideText = new StringBuilder(160), bulletSideText = new StringBuilder(160);
    private LiveQuality nscLive, bulletLive;
    /** Why Bullet is off, shown instead of its figures; null while it runs. */
    private String bulletProblem;

    EngineCaptions() {
        for (VisLabel side : new VisLabel[] {nscSide, bulletSide}) {
            side.setColor(0.95f, 0.96f, 0.98f, 1f);
            side.setAlignment(Align.center);
            side.setVisible(false);
            tooltip(side, OverlayHelp.SIDE_FIGURES);
        }
    }

    /** Ours first, then Bullet's: the order they join the stage in. */
    Actor[] actors() {
        return new Actor[] {nscSide, bulletSide};
    }

    /** The live windows of both sides, read at each refresh (the same objects for the demo's life). */
    void setLiveFigures(LiveQuality nsc, LiveQuality bullet) {
        nscLive = nsc;
        bulletLive = bullet;
    }

    void setBulletProblem(String bulletProblem) {
        this.bulletProblem = bulletProblem;
    }

    /** Our caption in the split view only; Bullet's wherever Bullet runs. */
    void show(EngineMode mode) {
        nscSide.setVisible(mode == EngineMode.SPLIT);
        bulletSide.setVisible(mode.runsBullet());
    }

    /**
     * Rewrites both captions from the live windows; false (nothing changed) where Bullet does
     * not run. {@code bulletIterations} is Bullet's SI iteration count as the overlay shows it.
     */
    boolean refresh(EngineMode mode, NscConfig c, int bulletIterations) {
        if (!mode.runsBullet() || nscLive == null) return false;
        nscSideText.setLength(0);
        nscSideText.append("nsc: ").append(c.solver.name()).append(", ").append(c.maxIterations).append(" it max\n");
        sideFigures(nscSideText, nscLive);
        bulletSideText.setLength(0);
        bulletSideText.append("Bullet SI, ").append(bulletIterations).append(" it\n");
        if (bulletProblem != null) bulletSideText.append(bulletProblem);
        else sideFigures(bulletSideText, bulletLive);
        nscSide.setText(nscSideText);
        bulletSide.setText(bulletSideText);
        nscSide.pack();
        bulletSide.pack();
        return true;
    }

    /** "step 0.78 ms  jitter 9.03e-3 m/s", "drift 44.40 mm / 120 steps": the bench's measures over the window. */
    private static void sideFigures(StringBuilder sb, LiveQuality q) {
        sb.append("step ");
        Fmt.fixed(sb, q.medianStepMillis(), 2).append(" ms   jitter ");
        Fmt.sci(sb, q.restVelocityRms()).append(" m/s\ndrift ");
        Fmt.fixed(sb, q.drift() * 1000, 2).append(" mm over ").append(q.steps()).append(" steps");
    }

    /**
     * Places the captions at height {@code y} in the 3D view, which starts at {@code left} and is
     * {@code width} wide (stage units): in the split view centred in each half, with Bullet alone
     * centred in the view.
     */
    void place(EngineMode mode, float left, float width, float y) {
        if (mode == EngineMode.SPLIT) {
            nscSide.setPosition(left + width / 4 - nscSide.getWidth() / 2, y);
            bulletSide.setPosition(left + 3 * width / 4 - bulletSide.getWidth() / 2, y);
        } else {
            bulletSide.setPosition(left + width / 2 - bulletSide.getWidth() / 2, y);
        }
    }

    /** "nsc side: …" and "bullet side: …" for the captions shown (for the smoke report). */
    void texts(List<String> out) {
        if (nscSide.isVisible()) out.add("nsc side: " + nscSide.getText());
        if (bulletSide.isVisible()) out.add("bullet side: " + bulletSide.getText());
    }
}
