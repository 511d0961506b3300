package io.github.gdxnsc.demo.render;

import com.badlogic.gdx.graphics.PerspectiveCamera;
import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The orbit camera placed by an eye and a target puts the camera at that eye: the demo hands the fly
 * camera's view to it that way (key V), which must not make the view jump, however far the fly
 * camera went.
 */
class OrbitCameraControllerTest {

    @BeforeAll
    static void natives() {
        com.badlogic.gdx.utils.GdxNativesLoader.load(); // the camera's frustum update is native
    }

    @Test
    void lookAtPutsTheCameraAtTheEye() {
        PerspectiveCamera camera = new PerspectiveCamera(60, 1280, 720);
        OrbitCameraController orbit = new OrbitCameraController(camera, (x, y) -> { });
        Random r = new Random(5);
        Vector3 eye = new Vector3(), target = new Vector3();
        double worst = 0;
        for (int k = 0; k < 2000; k++) {
            eye.set(40 * r.nextFloat() - 20, 30 * r.nextFloat(), 40 * r.nextFloat() - 20);
            // looking down at up to 80 degrees, or level: inside the orbit's pitch range
            double yaw = 2 * Math.PI * r.nextDouble(), down = Math.toRadians(80 * r.nextDouble());
            float ahead = 2 + 48 * r.nextFloat();
            target.set((float) (Math.sin(yaw) * Math.cos(down)), (float) -Math.sin(down), (float) (Math.cos(yaw) * Math.cos(down)))
                    .scl(ahead).add(eye);
            orbit.lookAt(eye, target);
            worst = Math.max(worst, camera.position.dst(eye) / ahead);
        }
        // float rounding of a 50 m distance is about 4e-6 m; libGDX's table sines missed by up to 2e-4 of it
        assertTrue(worst < 2e-6, "the camera lands within 2e-6 of the distance of the eye, worst " + worst);
    }
}
