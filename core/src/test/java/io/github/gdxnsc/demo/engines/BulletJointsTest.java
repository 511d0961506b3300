package io.github.gdxnsc.demo.engines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.demo.scenes.JointsScene;
import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.world.NscConfig;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The joints scene in Bullet's dynamics world does what it does in ours (Bullet's joints are
 * softer, so the bounds are looser): the slider's block stops at its limit on its axis, the welded
 * beam stays, the sprung block first turns back near twice its static deflection, and the shelf's
 * breakable joint gives way under the weight.
 */
class BulletJointsTest {
    static final float H = 1f / 60f;

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    @Test
    void jointsSceneInBullet() {
        Vector3 gravity = NscConfig.defaults().gravity;
        BulletEngine e = new BulletEngine(BulletEngine.Kind.SI, SceneCatalogue.byName("joints"), SceneParams.defaults(), H, gravity, 0);
        try {
            Vector3 p = new Vector3(), v = new Vector3();
            Vector3 slider0 = new Vector3(), beam0 = new Vector3(), sprung0 = new Vector3(), shelf0 = new Vector3();
            e.bodyState(JointsScene.SLIDING, slider0, v);
            e.bodyState(JointsScene.BEAM, beam0, v);
            e.bodyState(JointsScene.SPRUNG, sprung0, v);
            e.bodyState(JointsScene.SHELF, shelf0, v);
            double g = gravity.len(), deflection = 2 * JointsScene.SPRING_MASS * g / JointsScene.SPRING_STIFFNESS;
            int firstSwing = Math.round(1.5f * MathUtils.PI * (float) Math.sqrt(JointsScene.SPRING_MASS / JointsScene.SPRING_STIFFNESS) / H);
            double beamMoved = 0, lowest = 0;
            for (int n = 1; n <= 300; n++) {
                e.step();
                e.bodyState(JointsScene.BEAM, p, v);
                beamMoved = Math.max(beamMoved, p.dst(beam0));
                e.bodyState(JointsScene.SPRUNG, p, v);
                if (n <= firstSwing) lowest = Math.max(lowest, sprung0.y - p.y);
            }
            Vector3 axis = new Vector3(MathUtils.cosDeg(JointsScene.SLIDER_DEGREES), -MathUtils.sinDeg(JointsScene.SLIDER_DEGREES), 0);
            e.bodyState(JointsScene.SLIDING, p, v);
            Vector3 d = p.cpy().sub(slider0);
            double along = d.dot(axis), off = d.sub(axis.cpy().scl((float) along)).len();
            e.bodyState(JointsScene.SHELF, p, v);
            double shelfDrop = shelf0.y - p.y;
            String summary = String.format(Locale.ROOT, "bullet-si joints: slider %.4f m along (limit %.1f), %.4f m off the axis; beam moved %.4f m;"
                    + " spring's lowest %.4f m (2 m g / k = %.4f); shelf fell %.2f m", along, JointsScene.SLIDER_TRAVEL, off, beamMoved, lowest, deflection, shelfDrop);
            System.out.println(summary);
            assertEquals(JointsScene.SLIDER_TRAVEL, along, 0.05, summary);
            assertTrue(off <= 0.01, summary);
            assertTrue(beamMoved <= 0.02, summary);
            assertEquals(deflection, lowest, 0.1 * deflection, summary);
            assertTrue(shelfDrop > 1, summary + ": the breakable joint held");
        } finally {
            e.dispose();
        }
    }
}
