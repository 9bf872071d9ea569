package conformance;

import java.util.Arrays;

public class ArraysMultiDim {
    public static void main(String[] args) {
        int[][] grid = new int[3][4];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) grid[i][j] = i * 10 + j;
        System.out.println("grid " + Arrays.deepToString(grid) + " rows " + grid.length + " cols " + grid[0].length);
        int[][][] cube = new int[2][3][4];
        int n = 0;
        for (int[][] plane : cube) for (int[] row : plane) for (int k = 0; k < row.length; k++) row[k] = n++;
        System.out.println("cube " + Arrays.deepToString(cube) + " last " + cube[1][2][3]);
        int[][][] partial = new int[2][3][];
        System.out.println("partial " + Arrays.deepToString(partial) + " inner null " + (partial[0][0] == null));
        partial[1][2] = new int[]{7, 8};
        System.out.println("partial filled " + Arrays.deepToString(partial));
        int[][] jagged = new int[5][];
        for (int i = 0; i < jagged.length; i++) {
            jagged[i] = new int[i + 1];
            jagged[i][0] = jagged[i][i] = 1;
            for (int j = 1; j < i; j++) jagged[i][j] = jagged[i - 1][j - 1] + jagged[i - 1][j];
        }
        System.out.println("pascal " + Arrays.deepToString(jagged));
        String[][] names = {{"a", "b"}, {"c"}, {}};
        System.out.println("string jagged " + Arrays.deepToString(names) + " lengths " + names[0].length + names[1].length + names[2].length);
        long[][] longs = new long[2][2];
        longs[1][1] = Long.MIN_VALUE;
        double[][] ds = {{1.5, -0.0}, {Double.NaN}};
        char[][] cs = new char[2][3];
        cs[0][1] = 'x';
        boolean[][][] bs = new boolean[1][2][2];
        bs[0][1][0] = true;
        System.out.println("long " + Arrays.deepToString(longs) + " double " + Arrays.deepToString(ds) + " char0 " + (int) cs[1][2] + " " + cs[0][1] + " bool " + Arrays.deepToString(bs));
        Object[][] objs = new Object[2][];
        objs[0] = new String[]{"s"};
        objs[1] = new Integer[]{1, 2};
        System.out.println("object rows " + objs[0].getClass().getSimpleName() + " " + objs[1].getClass().getSimpleName() + " " + Arrays.deepToString(objs));
        int[][] copy = grid.clone();
        copy[0][0] = 999;
        copy[1] = new int[]{-1};
        System.out.println("shallow clone shares rows " + grid[0][0] + " but row replaced only in copy " + grid[1].length + " vs " + copy[1].length);
        int[][] deep = new int[grid.length][];
        for (int i = 0; i < grid.length; i++) deep[i] = grid[i].clone();
        deep[2][3] = -7;
        System.out.println("deep copy independent " + grid[2][3] + " " + deep[2][3] + " deepEquals " + Arrays.deepEquals(grid, deep));
        int[][] matA = {{1, 2}, {3, 4}};
        int[][] matB = {{5, 6}, {7, 8}};
        int[][] prod = new int[2][2];
        for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) for (int k = 0; k < 2; k++) prod[i][j] += matA[i][k] * matB[k][j];
        System.out.println("matmul " + Arrays.deepToString(prod));
        int[][][][] four = new int[2][2][2][2];
        four[1][1][1][1] = 16;
        System.out.println("4d " + four[1][1][1][1] + " class " + four.getClass().getName() + " component " + four.getClass().getComponentType().getName());
        byte[][] bytes2 = new byte[3][0];
        System.out.println("zero-length inner " + bytes2[2].length + " " + Arrays.deepToString(bytes2));
        int[][] init = {{1}, {2, 3}, null};
        System.out.println("null row " + Arrays.deepToString(init) + " hash " + Arrays.deepHashCode(init));
        int sum = 0;
        int[][] big = new int[50][60];
        for (int i = 0; i < 50; i++) for (int j = 0; j < 60; j++) big[i][j] = i ^ j;
        for (int[] row : big) for (int v : row) sum += v;
        System.out.println("big sum " + sum);
    }
}
