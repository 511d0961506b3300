package io.github.gdxnsc.demo.scenes;

import static org.junit.jupiter.api.Assertions.assertThrows;

import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.world.NscConfig;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The mesh-ground scene's check at a collision skin of 0 as well as at the default (where the
 * edges the ball crosses fall depends on the skin), and that the check sees the brake of Bullet's
 * own inner-edge normals.
 */
class MeshGroundEdgesTest {

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    private static String check(float skin, boolean innerEdgeNormals) {
        NscConfig c = NscConfig.defaults();
        c.contactSkin = skin;
        c.innerEdgeNormals = innerEdgeNormals;
        try (SceneRun run = SceneRun.of("mesh-ground", c)) {
            return MeshGroundCheck.check(run);
        }
    }

    @Test
    void theBallRollsAtEverySkin() {
        System.out.println(check(0f, true));
        System.out.println(check(NscConfig.defaults().contactSkin, true));
    }

    @Test
    void bulletsEdgeNormalsBrakeTheBall() {
        assertThrows(AssertionError.class, () -> check(NscConfig.defaults().contactSkin, false));
    }
}
