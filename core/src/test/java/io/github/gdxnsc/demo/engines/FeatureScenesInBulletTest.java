package io.github.gdxnsc.demo.engines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.demo.scenes.CcdScene;
import io.github.gdxnsc.demo.scenes.MeshGroundScene;
import io.github.gdxnsc.demo.scenes.QueriesScene;
import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.world.NscConfig;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The feature scenes in Bullet's own world, as the bench and the split view build them: the
 * filters, the mesh and CCD reach Bullet (the filtered box passes through its masked partner, a
 * body rests on the mesh, the CCD balls stop at the wall), and the springs scene, whose distance
 * and hinge springs Bullet lacks, is refused with a reason rather than built as something else.
 */
class FeatureScenesInBulletTest {
    static final float H = 1f / 60f;

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    private static BulletEngine engine(String scene) {
        return new BulletEngine(BulletEngine.Kind.SI, SceneCatalogue.byName(scene), SceneParams.defaults(), H, NscConfig.defaults().gravity, 0);
    }

    private static Vector3 position(BulletEngine engine, int handle) {
        Vector3 p = new Vector3();
        engine.bodyState(handle, p, new Vector3());
        return p;
    }

    @Test
    void filtersReachBullet() {
        BulletEngine e = engine("queries");
        for (int s = 0; s < 180; s++) e.step();
        float throughY = position(e, QueriesScene.UPPER_A).y, stackedY = position(e, QueriesScene.UPPER).y;
        e.dispose();
        assertEquals(QueriesScene.BOX, throughY, 0.02, "the box of group A should lie on the ground, through its masked partner");
        assertEquals(3 * QueriesScene.BOX, stackedY, 0.02, "the default pair should stack");
    }

    @Test
    void aBodyDroppedOnTheMeshRestsOnIt() {
        BulletEngine e = engine("mesh-ground");
        for (int s = 0; s < 180; s++) e.step();
        Vector3 box = position(e, MeshGroundScene.FIRST_DROPPED);
        e.dispose();
        double surface = MeshGroundScene.surfaceHeight(box.x, box.z);
        assertTrue(box.y - surface > 0.2 && box.y - surface < 0.45, "the dropped 0.5 m box's centre is " + (box.y - surface) + " m over the mesh");
    }

    @Test
    void ccdBallsStopAtTheWallInBullet() {
        BulletEngine e = engine("ccd");
        float furthest = -Float.MAX_VALUE;
        for (int s = 0; s < 120; s++) {
            e.step();
            for (int i = 0; i < CcdScene.SPEEDS.length; i++) furthest = Math.max(furthest, position(e, CcdScene.FIRST_CCD + i).x);
        }
        e.dispose();
        assertTrue(furthest < -CcdScene.wallFace(), "a CCD ball went through the wall in Bullet: x = " + furthest);
    }

    @Test
    void springsAreRefusedWithAReason() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> engine("springs"));
        assertTrue(refused.getMessage().contains("nsc only"), refused.getMessage());
    }
}
